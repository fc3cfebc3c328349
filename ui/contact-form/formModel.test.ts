import { describe, expect, it } from 'vitest';
import { errorIdOf, eventDetail, eventInputs, fieldsUnderValidation, outcomeEventName, readFormConfig, statusChangedDetail } from './formModel';

function demoFormData(): FormData {
  const data = new FormData();
  data.append('_wpcf7', '12');
  data.append('_wpcf7_version', '6.0.6');
  data.append('_wpcf7_locale', 'en_US');
  data.append('_wpcf7_unit_tag', 'wpcf7-f12-p7-o1');
  data.append('_wpcf7_container_post', '7');
  data.append('_wpcf7_posted_data_hash', '');
  data.append('your-name', 'Ann');
  data.append('topics[]', 'Sales');
  data.append('topics[]', 'Support');
  data.append('_wpcf7_quiz_answer_quiz', 'abc');
  return data;
}

describe('form model', () => {
  it('reads the form identity from the hidden inputs', () => {
    expect(readFormConfig(demoFormData())).toEqual({ id: 12, pluginVersion: '6.0.6', locale: 'en_US', unitTag: 'wpcf7-f12-p7-o1', containerPost: 7 });
    expect(readFormConfig(new FormData())).toEqual({ id: 0, pluginVersion: '', locale: '', unitTag: '', containerPost: 0 });
  });

  it('gives listeners every input except the underscore ones, repeated names kept in order', () => {
    expect(eventInputs(demoFormData())).toEqual([
      { name: 'your-name', value: 'Ann' },
      { name: 'topics[]', value: 'Sales' },
      { name: 'topics[]', value: 'Support' },
    ]);
  });

  it('builds CF7 event details', () => {
    const data = demoFormData();
    const config = readFormConfig(data);
    expect(eventDetail(config, 'init', data)).toEqual({
      contactFormId: 12, pluginVersion: '6.0.6', contactFormLocale: 'en_US', unitTag: 'wpcf7-f12-p7-o1', containerPostId: 7,
      status: 'init', inputs: eventInputs(data), formData: data,
    });
    expect(statusChangedDetail(config, 'submitting', 'init')).toMatchObject({ contactFormId: 12, status: 'submitting', prevStatus: 'init' });
  });

  it('names the outcome events of each status', () => {
    expect(['invalid', 'unaccepted', 'spam', 'aborted', 'sent', 'failed', 'init', 'custom-x'].map((status) => outcomeEventName(status as never)))
      .toEqual(['invalid', 'unaccepted', 'spam', 'aborted', 'mailsent', 'mailfailed', null, null]);
  });

  it('validates the fields up to and including the changed one', () => {
    expect(fieldsUnderValidation(['name', 'email', 'message'], 'email')).toEqual(['name', 'email']);
    expect(fieldsUnderValidation(['name', 'email', 'message'], 'name')).toEqual(['name']);
    expect(fieldsUnderValidation(['name', 'email'], 'other')).toEqual([]);
  });

  it('derives the screen-reader error id as the server does', () => {
    expect(errorIdOf('wpcf7-f1-o1', 'your-email')).toBe('wpcf7-f1-o1-ve-your-email');
  });
});

import { describe, expect, it } from 'vitest';
import { scanFormTags } from '../../../domain/contact-form';
import { submissionLimits } from './submissionLimits';

function limitsOf(template: string) {
  return submissionLimits(scanFormTags(template), template);
}

describe('submissionLimits', () => {
  it('names the parts the form can post: its fields, their list and free-text forms, spam-check inputs and hidden inputs', () => {
    const limits = limitsOf('[checkbox how free_text "A" "Other"] [quiz q "2+2?|4"] [captchac c] [captchar c] <input type="hidden" name="campaign" value="x"> [submit "Go"]');
    expect([...limits.fieldNames].sort()).toEqual([
      '_wpcf7', '_wpcf7_captcha_challenge_c', '_wpcf7_container_post', '_wpcf7_locale', '_wpcf7_posted_data_hash',
      '_wpcf7_quiz_answer_q', '_wpcf7_unit_tag', '_wpcf7_version', 'c', 'c[]', 'campaign', 'how', 'how[]', 'how_free_text', 'q', 'q[]',
    ]);
    expect(limits.maxFiles).toBe(0);
  });

  it('takes file limits from each file field and caps the body at their sum plus 1 MB', () => {
    const limits = limitsOf('[file cv limit:2mb] [file photo limit:500kb] [file* other]');
    expect(Object.fromEntries(limits.fileLimits)).toEqual({ cv: 2 * 1024 * 1024, photo: 500 * 1024, other: 1024 * 1024 });
    expect(limits.maxFiles).toBe(3);
    expect(limits.maxTotalBytes).toBe(4 * 1024 * 1024 + 500 * 1024);
  });

  it('sizes text parts by the longest text field, within 16 KB to 1 MB', () => {
    expect(limitsOf('[text a]').maxFieldBytes).toBe(16 * 1024);
    expect(limitsOf('[textarea a maxlength:10000]').maxFieldBytes).toBe(40_000);
    expect(limitsOf('[textarea a maxlength:10000000]').maxFieldBytes).toBe(1024 * 1024);
  });
});

import { describe, expect, it } from 'vitest';
import { ClassificationError, classify, defaultMapOptions } from '../../../domain/index';
import { classifyOffThread } from './classifyOffThread';

const options = { ...defaultMapOptions(1).choropleth.coloring.classes, method: 'jenks' as const, count: 4 };

describe('classifyOffThread', () => {
  it('gives the classes classify gives (here, where no worker can start)', async () => {
    const values = Array.from({ length: 6000 }, (_, i) => (i * 7919) % 10_007);
    await expect(classifyOffThread(values, options)).resolves.toEqual(classify(values, options));
  });

  it('rejects with the named problem', async () => {
    await expect(classifyOffThread([1, 2], { ...options, method: 'custom', breaks: [5, 1] })).rejects.toThrow(ClassificationError);
  });
});

import { describe, expect, it } from 'vitest';
import * as domain from './index';

describe('domain public API', () => {
  it('builds, migrates, merges and transports map options through the package entry', () => {
    const stored = domain.encodeMapOptions(domain.migrateMapOptions({ menu: { position: 'left' }, tooltipsMode: 'id' }));
    const options = domain.mergeMapOptions(domain.defaultMapOptions(9), domain.decodeMapOptions(stored));
    expect(options.menu.location).toBe('leftSidebar');
    expect(options.tooltips.on).toBe(true);
    expect(options.database.objectsTableName).toBe('objects_9');
  });

  it('exposes the parsers and schema rules', () => {
    expect(domain.parseBoolean('yes')).toBe(true);
    expect(domain.validateSchemaFields([domain.defaultField('text')])[0]?.message).toBe(domain.EMPTY_NAME_MESSAGE);
  });
});

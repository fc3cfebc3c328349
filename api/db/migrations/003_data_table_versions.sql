-- A change counter per data table (objects_*, regions_*), bumped once per writing statement by
-- a trigger. List queries key what they cache about a table (page anchors for deep pages,
-- totals for lastpage) by this counter, so every writer, in any process, invalidates it.
CREATE TABLE data_table_versions (
  table_name TEXT PRIMARY KEY,
  version BIGINT NOT NULL DEFAULT 0
);

CREATE FUNCTION mapsvg_bump_table_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO data_table_versions (table_name, version) VALUES (TG_TABLE_NAME, 1)
  ON CONFLICT (table_name) DO UPDATE SET version = data_table_versions.version + 1;
  RETURN NULL;
END
$$;

DO $$
DECLARE
  data_table TEXT;
BEGIN
  FOR data_table IN
    SELECT s.name FROM schemas s
    JOIN information_schema.tables t ON t.table_schema = current_schema() AND t.table_name = s.name
  LOOP
    EXECUTE format(
      'CREATE TRIGGER mapsvg_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION mapsvg_bump_table_version()',
      data_table
    );
    INSERT INTO data_table_versions (table_name, version) VALUES (data_table, 1)
    ON CONFLICT (table_name) DO UPDATE SET version = data_table_versions.version + 1;
  END LOOP;
END
$$;

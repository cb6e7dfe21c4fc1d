/**
 * Prints the SQL of `search_normalise(text)`: lower-case, then every Traditional character that has
 * a one-character Simplified form mapped to it (OpenCC's Hong Kong, Taiwan and standard tables).
 * Search compares documents and keywords in this one form, so 手沖, 手衝 and 手冲 all meet, and the
 * database needs no converter at run time. Run it when the mapping should change:
 *   node --import tsx server/drizzle-tools/simplified-map.ts > migration.sql
 */
import * as OpenCC from 'opencc-js';

const converters = (['hk', 't', 'tw'] as const).map((from) => OpenCC.Converter({ from, to: 'cn' }));
let traditional = '';
let simplified = '';
for (let code = 0x3400; code <= 0x9fff; code++) {
  const char = String.fromCodePoint(code);
  const single = converters.map((convert) => convert(char)).find((s) => s.length === 1 && s !== char);
  if (single) {
    traditional += char;
    simplified += single;
  }
}
console.info(`CREATE OR REPLACE FUNCTION search_normalise(input text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(lower(input), '${traditional}', '${simplified}')
$$;`);

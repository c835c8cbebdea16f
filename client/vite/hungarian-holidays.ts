// date-holidays bundles the rules of 200 countries, the calendars they need (Chinese, Hebrew,
// Islamic, equinoxes with astronomia's tables) and moment-timezone with every zone: a 1.4 MB chunk
// (239 KB gzipped). The portal asks only for Hungary's (shared/working-days.ts): Gregorian dates
// and Easter in Europe/Budapest. The package's custom build (`holidays2json --pick HU --min`)
// rewrites the installed package and keeps every zone, so the client build swaps the modules it
// bundles instead; the server keeps the whole package.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const COUNTRY = 'HU';
const ZONE = 'Europe/Budapest';
const MOMENT_TIMEZONE = '\0moment-timezone-budapest';
// Rules of Hungary's kind: a fixed day (of a year), Easter ± days, the nth weekday of a month.
const GREGORIAN_RULE = /^((\d{4}-)?\d{2}-\d{2}|easter( -?\d+)?|\d(st|nd|rd|th) [a-z]+ in [A-Z][a-z]+)$/;
// The parser's factory marks each other calendar's import and case with `// #ifndef no<calendar>`.
const OTHER_CALENDARS = /\/\/ #ifndef no\w+\n[\s\S]*?\/\/ #endif\n/g;

interface THolidayData {
  version: string;
  license: string;
  holidays: Record<string, { days: Record<string, unknown>; zones: string[] }>;
  names: unknown;
}

interface TPackedZones {
  version: string;
  zones: string[];
  links: string[];
}

export function hungarianHolidays(): Plugin {
  const require = createRequire(import.meta.url);
  const root = path.dirname(fs.realpathSync(require.resolve('date-holidays/package.json')));
  const dataModule = path.join(root, 'src/data.js');
  const factoryModule = path.join(
    path.dirname(fs.realpathSync(createRequire(dataModule).resolve('date-holidays-parser/package.json'))),
    'src/CalEventFactory.js',
  );
  const momentTimezone = path.dirname(fs.realpathSync(require.resolve('moment-timezone/package.json')));
  return {
    name: 'hungarian-holidays',
    enforce: 'pre',
    resolveId(source) {
      return source === 'moment-timezone' ? MOMENT_TIMEZONE : null;
    },
    load(id) {
      if (id === MOMENT_TIMEZONE) {
        // moment-timezone's own index.js with one zone's data: the core without data, then that zone.
        const all = JSON.parse(fs.readFileSync(path.join(momentTimezone, 'data/packed/latest.json'), 'utf8')) as TPackedZones;
        const zones = all.zones.filter((z) => z.startsWith(`${ZONE}|`));
        const core = JSON.stringify(path.join(momentTimezone, 'moment-timezone.js'));
        return `import moment from ${core};\nmoment.tz.load(${JSON.stringify({ version: all.version, zones, links: [] })});\nexport default moment;`;
      }
      const file = id.split('?')[0];
      if (file === dataModule) {
        const all = JSON.parse(fs.readFileSync(path.join(root, 'data/holidays.json'), 'utf8')) as THolidayData;
        const other = Object.keys(all.holidays[COUNTRY].days).filter((rule) => !GREGORIAN_RULE.test(rule));
        if (other.length) throw new Error(`Hungarian holiday rules beyond Gregorian dates and Easter: ${other.join(', ')}`);
        if (all.holidays[COUNTRY].zones.join() !== ZONE) throw new Error(`Hungary's time zones: ${all.holidays[COUNTRY].zones.join(', ')}`);
        const data = { version: all.version, license: all.license, holidays: { [COUNTRY]: all.holidays[COUNTRY] }, names: all.names };
        return `export const data = ${JSON.stringify(data)};`;
      }
      if (file === factoryModule) return fs.readFileSync(file, 'utf8').replace(OTHER_CALENDARS, '');
      return null;
    },
  };
}

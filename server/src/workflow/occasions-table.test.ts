import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OccasionsTable } from './occasions-table.tsx';

const text = (html: string) => html.replace(/<[^>]+>/g, '|').replace(/\|+/g, '|');

describe('the occasions table of a booking document', () => {
  it('lists occasions: a weekly one by its day and count in the period, all-day ones as such', () => {
    const html = renderToStaticMarkup(
      createElement(OccasionsTable, {
        start: '2026-11-02',
        end: '2026-11-30',
        occasions: [
          { id: 1, type: 'weekly', date: null, day_of_the_week: 1, start_time: '16:00', end_time: '18:00' },
          { id: 2, type: 'one_time', date: '2026-11-21', day_of_the_week: null, start_time: '08:00', end_time: '08:00' },
        ],
      }),
    );
    expect(text(html)).toContain('|Heti rendszerességű|minden hétfő (5 alkalom)|16:00–18:00|Egyszeri|2026-11-21|egész nap|');
  });
});

// Date widgets: Hungarian locale, week starting on Monday, YYYY-MM-DD and YYYY-MM-DD HH:mm
// (000 §5, §9). Only form screens import this, so the login chunk stays free of @mantine/dates.
import '@mantine/dates/styles.css';
import 'dayjs/locale/hu';
import { DateInput, DateTimePicker, DatesProvider } from '@mantine/dates';

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm';
/** The calendar's month heading as Hungarian writes it: '2026. november'. */
export const MONTH_LABEL_FORMAT = 'YYYY. MMMM';

interface TDateFieldProps {
  label?: string;
  value: string | null;
  onChange: (value: string | null) => void;
  withTime?: boolean;
  error?: string;
  readOnly?: boolean;
  required?: boolean;
  minDate?: Date | null;
  placeholder?: string;
  'aria-label'?: string;
}

export function DateField({ withTime, value, onChange, minDate, readOnly, ...rest }: TDateFieldProps) {
  const common = {
    ...rest,
    clearable: !rest.required && !readOnly,
    clearButtonProps: { 'aria-label': 'Dátum törlése' },
    readOnly,
    minDate: minDate ?? undefined,
    monthLabelFormat: MONTH_LABEL_FORMAT,
  };
  return (
    <DatesProvider settings={{ locale: 'hu', firstDayOfWeek: 1 }}>
      {withTime ? (
        // A typed date without time means 00:00.
        <DateTimePicker {...common} valueFormat={DATETIME_FORMAT} value={value} onChange={(next) => onChange(next ? next.slice(0, 16) : null)} />
      ) : (
        <DateInput {...common} valueFormat={DATE_FORMAT} value={value} onChange={(next) => onChange(next ? next.slice(0, 10) : null)} />
      )}
    </DatesProvider>
  );
}

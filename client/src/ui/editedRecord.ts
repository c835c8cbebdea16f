// The id of the record whose details page is open (none on a new record's form): a field that
// looks its record up against others (a free-slot picker) leaves the record itself out.
import { createContext } from 'react';

export const EditedRecord = createContext<number | undefined>(undefined);

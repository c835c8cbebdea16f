import { MultiSelect, Select, type ComboboxItem, type MultiSelectProps, type OptionsFilter, type SelectProps } from '@mantine/core';
import { SELECT_SEARCH_LIMIT, startsWithMatches } from './selectSearch.ts';

// 000 §9: the search inside a select shows at most 5 matches that start with the typed text.
const startsWithFilter: OptionsFilter = ({ options, search }) => startsWithMatches(options as ComboboxItem[], search);

export function SearchSelect(props: SelectProps) {
  return <Select searchable clearable={!props.required} filter={startsWithFilter} limit={SELECT_SEARCH_LIMIT} nothingFoundMessage="Nincs találat" {...props} />;
}

export function SearchMultiSelect(props: MultiSelectProps) {
  return <MultiSelect searchable clearable filter={startsWithFilter} limit={SELECT_SEARCH_LIMIT} nothingFoundMessage="Nincs találat" {...props} />;
}

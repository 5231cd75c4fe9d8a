// The filter builder's date value box (calendar, date parsing) is its own chunk, loaded when
// the builder is first used: the list's first rows do not wait for it (issue 15 item 6).
export { DateInput } from '@storeroom/ui';

export { ColorPicker, normalizeHexColor } from './color-picker';
export type { ColorPickerProps } from './color-picker';

/** @module @storeroom/plugin-employees: employees and private apps for the Storeroom admin. */
export { employeesPlugin } from './admin/plugin';
export { AccessEditor } from './admin/access-editor';
export type { AccessEditorProps } from './admin/access-editor';
export * from './contract';

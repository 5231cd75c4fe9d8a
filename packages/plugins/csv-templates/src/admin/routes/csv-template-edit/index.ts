export { CsvTemplateEditPage } from './csv-template-edit';

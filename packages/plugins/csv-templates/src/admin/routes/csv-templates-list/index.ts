export { CsvTemplatesListPage } from './csv-templates-list';

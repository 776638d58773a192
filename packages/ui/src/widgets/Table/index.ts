export { Table, type TableColumn } from './Table';

export { Table, type TableColumn, type TableProps, type TableStatus } from './Table';

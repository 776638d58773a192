export { PageHeader, type PageHeaderProps } from './PageHeader';
export { page as pageLayout } from './PageHeader.css';

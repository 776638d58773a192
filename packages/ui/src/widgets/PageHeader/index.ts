export { PageHeader } from './PageHeader';
export { title as pageTitle } from './PageHeader.css';

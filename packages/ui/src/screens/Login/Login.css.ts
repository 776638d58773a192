export { page, card, title, subtitle, form, row, link, footnote } from '../shared/authCard.css';

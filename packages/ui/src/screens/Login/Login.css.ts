export {
  page,
  card,
  title,
  subtitle,
  form,
  row,
  link,
  footnote,
  paused,
  divider,
} from '../shared/authCard.css';

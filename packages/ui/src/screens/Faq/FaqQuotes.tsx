import * as styles from './Faq.css';

export interface FaqQuote {
  quote: string;
  author: string;
}

/** Short user quotes beside the answers (spec 1 §2). */
export function FaqQuotes({ quotes }: { quotes: readonly FaqQuote[] }) {
  return (
    <ul className={styles.quotes}>
      {quotes.map((item) => (
        <li key={item.author}>
          <figure className={styles.quote}>
            <blockquote className={styles.quoteText}>
              <p>“{item.quote}”</p>
            </blockquote>
            <figcaption className={styles.quoteAuthor}>— {item.author}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

import * as styles from './HowItWorks.css';

export interface Step {
  title: string;
  text: string;
}

/** The numbered steps, as an ordered list so the order is announced too. */
export function StepList({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.stepNumber} aria-hidden="true">
            {index + 1}
          </span>
          <h3 className={styles.stepTitle}>{step.title}</h3>
          <p className={styles.muted}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

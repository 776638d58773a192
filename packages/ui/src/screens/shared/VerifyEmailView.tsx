import { codeValidation } from '@tp/messages';
import { CodeDialogView, type CodeDialogViewProps } from '../../widgets/CodeDialog';
import * as styles from './VerifyEmailView.css';

export type VerifyEmailViewProps = Omit<
  CodeDialogViewProps,
  'title' | 'description' | 'missingCodeMessage' | 'disableVerifyWhileEmpty'
> & {
  /** Where the code went. */
  email: string;
};

/** Spec 1 §2 "Email verification modal", used from register and from an unverified login. */
export function VerifyEmailView({ email, ...props }: VerifyEmailViewProps) {
  return (
    <CodeDialogView
      {...props}
      title="Verify Your Email"
      description={
        <>
          Enter the 6-digit code we sent to <span className={styles.email}>{email}</span>.
        </>
      }
      missingCodeMessage={codeValidation.codeRequired}
      disableVerifyWhileEmpty
    />
  );
}

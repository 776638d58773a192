import { Trans } from '@lingui/react/macro';
import { balanceMessages } from '@tp/messages';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { LoadError } from '../shared/Section';
import * as styles from './Dashboard.css';

interface State {
  failed: boolean;
}

/**
 * Spec 2 §8 "Dashboard crash": a rendering failure inside the dashboard shows
 * "Something went wrong. Please try again." under the page title, with a retry, instead of a blank page.
 */
export class DashboardErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Dashboard crashed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>
          <Trans>Dashboard</Trans>
        </h1>
        <LoadError
          message={balanceMessages.dashboardCrash}
          retrying={false}
          onRetry={() => this.setState({ failed: false })}
        />
      </div>
    );
  }
}

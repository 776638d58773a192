import { useLingui } from '@lingui/react/macro';
import { useApiClients, useMarketConnection } from '@tp/api';
import { useClock } from '../../clock';
import { bannerStyles } from '../../widgets/Banner';
import { tickerTexts } from '../../widgets/Ticker';
import { streamOutageOf, type StreamOutage } from './tickerConnection';
import { streamBannerTexts } from './streamBannerTexts';
import * as styles from './StreamBanner.css';
import { useSecondTick } from './useSecondTick';

export interface StreamBannerViewProps {
  outage: StreamOutage;
}

/**
 * D19: the banner under the ticker while live prices are down. Its region announces the outage once; the countdown
 * beside it changes every second, so it sits outside the live region and is read only when reached.
 */
export function StreamBannerView({ outage }: StreamBannerViewProps) {
  const { i18n } = useLingui();
  return (
    <div className={`${bannerStyles.banner} ${bannerStyles.bannerTone.warning} ${styles.banner}`}>
      <span className={bannerStyles.icon} aria-hidden="true">
        !
      </span>
      <div className={bannerStyles.body}>
        <div role="status">
          <strong className={bannerStyles.title}>{i18n._(streamBannerTexts.title)}</strong>{' '}
          {i18n._(outage.kind === 'offline' ? streamBannerTexts.offline : streamBannerTexts.stale)}
        </div>
        {outage.kind === 'reconnecting' && (
          <p className={styles.countdown}>
            {i18n._(
              outage.retryInSeconds === null
                ? tickerTexts.reconnecting
                : tickerTexts.reconnectingIn(outage.retryInSeconds),
            )}
          </p>
        )}
      </div>
    </div>
  );
}

/** The banner wired to the tab's market socket: nothing while it is live, connecting, or where prices are polled. */
export function StreamBanner() {
  const { streamUrl } = useApiClients();
  const connection = useMarketConnection(streamUrl);
  const clock = useClock();
  useSecondTick(connection?.phase === 'reconnecting');
  const outage = streamOutageOf(connection, clock());
  return outage ? <StreamBannerView outage={outage} /> : null;
}

export default StreamBanner;

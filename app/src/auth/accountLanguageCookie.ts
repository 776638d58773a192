import { useEffect } from 'react';
import { accountLanguageCookie } from '@tp/i18n';

/**
 * Issue 26: while someone is signed in, the web server is told the language their pages are in (`html[lang]`, which
 * the language provider sets to the profile's), so it answers their account pages with the prerendered frame in it
 * (deploy/nginx-config.mjs); signing out forgets it. Called by the idle watch, which every signed-in page loads after
 * it has rendered, so it costs the first page nothing.
 */
export function useAccountLanguageCookie(): void {
  useEffect(() => {
    const root = document.documentElement;
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    const tell = () => {
      document.cookie = `${accountLanguageCookie}=${root.lang}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
    };
    tell();
    const changes = new MutationObserver(tell);
    changes.observe(root, { attributes: true, attributeFilter: ['lang'] });
    return () => {
      changes.disconnect();
      document.cookie = `${accountLanguageCookie}=; Path=/; Max-Age=0`;
    };
  }, []);
}

import type { ReactNode } from 'react';
import classes from './Marketing.module.css';
import { MarketingFooter } from './MarketingFooter';
import { MarketingHeader } from './MarketingHeader';

/** The frame of every marketing page: header, page, footer. */
export function MarketingLayout({ children }: { children: ReactNode }) {
  return (
    <div className={classes.page}>
      <MarketingHeader />
      <main className={classes.main}>{children}</main>
      <MarketingFooter />
    </div>
  );
}

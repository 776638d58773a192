import * as RadixAccordion from '@radix-ui/react-accordion';
import type { ReactNode } from 'react';
import { useHydrated } from '../../hydration/useHydrated';
import { Icon } from '../Icon';
import * as styles from './Accordion.css';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** The item open at first; none by default. */
  defaultOpenId?: string;
  /** Level of the item headings, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  onOpenChange?: (openId: string | undefined) => void;
}

/** One item open at a time; clicking the open one closes it. */
export function Accordion({
  items,
  defaultOpenId,
  headingLevel = 3,
  onOpenChange,
}: AccordionProps) {
  const Heading = `h${headingLevel}` as const;
  // A closed panel carries a style attribute (its animation's variables), which a prerendered page may not hold
  // (the policy refuses it, issue 26): on the server and while the page is adopted, closed panels are left out.
  const hydrated = useHydrated();
  return (
    <RadixAccordion.Root
      type="single"
      collapsible
      defaultValue={defaultOpenId}
      onValueChange={(value) => onOpenChange?.(value === '' ? undefined : value)}
      className={styles.root}
    >
      {items.map((item) => (
        <RadixAccordion.Item key={item.id} value={item.id} className={styles.item}>
          <RadixAccordion.Header asChild>
            <Heading className={styles.heading}>
              <RadixAccordion.Trigger className={styles.trigger}>
                {item.title}
                <Icon name="chevronDown" className={styles.chevron} />
              </RadixAccordion.Trigger>
            </Heading>
          </RadixAccordion.Header>
          {(hydrated || item.id === defaultOpenId) && (
            <RadixAccordion.Content className={styles.content}>
              {item.content}
            </RadixAccordion.Content>
          )}
        </RadixAccordion.Item>
      ))}
    </RadixAccordion.Root>
  );
}

import type { ReactNode } from 'react';
import { TitledSection } from '../../../shared/ui/titled-section.tsx';

interface OrderBlockProps {
  title: ReactNode;
  /** The block's look: the plain block's unless the block has its own (payment, timeline, totals). */
  className?: string;
  children: ReactNode;
}

/** A block of the order page (items, addresses, totals, payment, timeline), named by its heading. */
export function OrderBlock({ title, className = 'confirmation-block panel', children }: OrderBlockProps) {
  return (
    <TitledSection className={className} titleClassName="confirmation-block__title" title={title}>
      {children}
    </TitledSection>
  );
}

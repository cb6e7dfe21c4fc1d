import { type ReactNode, useId } from 'react';

interface TitledSectionProps {
  /** The landmark: a `section` unless the block is an aside or a navigation. */
  as?: 'section' | 'aside' | 'nav';
  /** The heading's level where the block sits, e.g. `h3` inside a titled page section. */
  heading?: 'h2' | 'h3';
  className: string;
  titleClassName?: string;
  title: ReactNode;
  children: ReactNode;
}

/**
 * A block named by its own heading: screen readers list it as a region (or aside, navigation)
 * under that name. The id that ties the two together is made here, so no two blocks share one.
 */
export function TitledSection({
  as: Box = 'section',
  heading: Heading = 'h2',
  className,
  titleClassName,
  title,
  children,
}: TitledSectionProps) {
  const titleId = useId();
  return (
    <Box className={className} aria-labelledby={titleId}>
      <Heading id={titleId} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </Box>
  );
}

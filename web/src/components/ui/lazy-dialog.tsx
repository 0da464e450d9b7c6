import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog opened from code (`open`), whose code (Radix's dialog and its scroll lock) is downloaded with
 * its first opening: a page whose button is never tapped does not load it. Once opened it stays mounted,
 * for its closing animation and any later opening.
 */
export function lazyDialog<Props extends { open: boolean }>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Panel = lazy(async () => ({ default: await load() })) as unknown as ComponentType<Props>;
  return function LazyDialog(props: Props) {
    const [wanted, setWanted] = useState(props.open);
    if (props.open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Panel {...props} />
      </Suspense>
    );
  };
}

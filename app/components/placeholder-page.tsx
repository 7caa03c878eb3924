import { Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page's heading and frame; the issue that owns the page fills in the rest. */
export function PageFrame({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="content-width" style={{ paddingBlock: 'var(--mantine-spacing-xl)' }}>
      <Title order={1}>{title}</Title>
      {children}
    </section>
  );
}

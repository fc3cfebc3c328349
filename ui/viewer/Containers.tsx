import type { ReactNode } from 'react';
import type { ContainerName } from '../../domain/index';

/** One container around the map with its configured size and colour. */
export function Container({ name, size, background, children }: { name: ContainerName; size: { width: string; height: string }; background: string; children: ReactNode }) {
  const sidebar = name === 'leftSidebar' || name === 'rightSidebar';
  return (
    <aside className={`mapsvg-container mapsvg-${name}`} data-container={name} aria-label={name === 'header' ? 'Map header' : name === 'footer' ? 'Map footer' : name === 'leftSidebar' ? 'Left sidebar' : 'Right sidebar'}
      style={{ width: sidebar ? size.width : undefined, flexBasis: sidebar ? size.width : undefined, height: size.height === 'auto' ? undefined : size.height, background: background || undefined }}>
      {children}
    </aside>
  );
}

/** The Map / List buttons of phones. */
export function MobileToggle({ list, labels, onChange }: { list: boolean; labels: { labelMap: string; labelList: string }; onChange(list: boolean): void }) {
  return (
    <div className="mapsvg-mobile-toggle" role="group" aria-label="Show">
      <button type="button" className="mapsvg-button" aria-pressed={!list} onClick={() => onChange(false)}>{labels.labelMap}</button>
      <button type="button" className="mapsvg-button" aria-pressed={list} onClick={() => onChange(true)}>{labels.labelList}</button>
    </div>
  );
}

import { cx } from './cx';

/** Floating panel of menus and popovers (fades in; Headless UI `transition` also animates the close). */
export const menuPanelClass = cx(
  'z-50 min-w-40 rounded-md border border-line bg-surface p-1 text-13 text-fg shadow-lg shadow-black/10 focus:outline-none animate-in',
  'transition duration-100 ease-out data-closed:opacity-0 data-closed:-translate-y-0.5',
);

/** Floating list of options (listbox, combobox): scrolls past 18rem. */
export const listPanelClass = cx(menuPanelClass, 'max-h-72 overflow-y-auto [--anchor-max-height:18rem]');

/** An entry of a menu (Headless UI Menu or a plain role=menu list). */
export const menuItemClass = cx(
  'flex w-full items-center gap-2 rounded px-2 py-1.5 text-left text-13 text-fg outline-none',
  'hover:bg-muted focus:bg-muted data-focus:bg-muted',
);

/** An option of a listbox or combobox. */
export const optionClass = cx(
  'group flex cursor-default items-center gap-2 rounded px-2 py-1.5 text-fg select-none',
  'data-focus:bg-muted data-disabled:opacity-50',
);

/** The customer site's header bar, shared by the header and the app pages' HTML shell so the two line up exactly. */
export const headerBarClasses = 'sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85';
export const headerRowClasses = 'mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6';

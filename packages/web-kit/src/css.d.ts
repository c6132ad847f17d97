// The consoles' Vite builds bundle the kit's stylesheets; the kit's own programs see only that they exist.
declare module '*.css';

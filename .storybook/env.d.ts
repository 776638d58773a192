interface ImportMetaEnv {
  /** Set by the `storybook-dark` Vitest project. */
  readonly VITE_STORY_THEME?: 'light' | 'dark';
}

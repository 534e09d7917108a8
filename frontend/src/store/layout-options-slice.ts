import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Options of the default layout. They go back to these values on every route change. */
export interface LayoutOptions {
  white: boolean;
  showLogo: boolean;
  showBrand: boolean;
  showSearch: boolean;
  showDownload: boolean;
  showSubscribe: boolean;
  showFixedChat: boolean;
  theme: 'normal' | 'dark';
}

export const DEFAULT_LAYOUT_OPTIONS: LayoutOptions = {
  white: false,
  showLogo: true,
  showBrand: false,
  showSearch: true,
  showDownload: false,
  showSubscribe: true,
  showFixedChat: false,
  theme: 'normal',
};

export const layoutOptionsSlice = createSlice({
  name: 'layoutOptions',
  initialState: DEFAULT_LAYOUT_OPTIONS,
  reducers: {
    layoutOptionsChanged(state, action: PayloadAction<Partial<LayoutOptions>>) {
      Object.assign(state, action.payload);
    },
    layoutOptionsReset: () => DEFAULT_LAYOUT_OPTIONS,
  },
});

export const { layoutOptionsChanged, layoutOptionsReset } = layoutOptionsSlice.actions;

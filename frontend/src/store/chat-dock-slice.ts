import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from './session/session-slice';

/** shop_id of the platform's own customer service: the dock's conversation until a shop is chosen. */
export const PLATFORM_SHOP_ID = 0;

/** The shop a chat box talks to; shop_id 0 is the platform's customer service. */
export interface ChatShop {
  shopId: number;
  name: string;
}

/** The product a chat was opened from, offered as a card to send (type 3). */
export interface ChatProduct {
  shopGoodsId: number;
  name: string;
  coverImage: string;
  price: number;
}

/** Spec section 4: the chat has an in-chat flag, a chat product and a chat shop. */
export interface ChatState {
  inChat: boolean;
  shop: ChatShop;
  product: ChatProduct | null;
}

const initialState: ChatState = {
  inChat: false,
  shop: { shopId: PLATFORM_SHOP_ID, name: '' },
  product: null,
};

export const chatSlice = createSlice({
  name: 'chat',
  initialState,
  reducers: {
    chatOpened(state, action: PayloadAction<{ shop: ChatShop; product?: ChatProduct | null }>) {
      state.inChat = true;
      state.shop = action.payload.shop;
      state.product = action.payload.product ?? null;
    },
    /** The product card was sent (or dismissed): it is offered once per opening. */
    chatProductCleared(state) {
      state.product = null;
    },
    chatClosed(state) {
      state.inChat = false;
      state.product = null;
    },
  },
  extraReducers: (builder) => {
    // Spec section 4: the chat closes on logout.
    builder.addCase(loggedOut, (state) => {
      state.inChat = false;
      state.product = null;
    });
  },
});

export const { chatOpened, chatProductCleared, chatClosed } = chatSlice.actions;

export interface ChatRootState {
  chat: ChatState;
}

export const selectChat = (state: ChatRootState): ChatState => state.chat;

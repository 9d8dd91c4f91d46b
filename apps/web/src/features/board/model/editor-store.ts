import { BOARD_COLORS, BOARD_SIZES } from '@bright/contracts';
import { create } from 'zustand';
import type { SaveState } from '../sync/board-provider';
import type { Tool } from './tool-actions';

export interface TextDraft {
  /** The item being edited, or a new one. */
  id: string;
  x: number;
  y: number;
  text: string;
  color: string;
  size: number;
  z: number;
  transform?: [number, number, number, number, number, number];
}

interface EditorState {
  tool: Tool;
  color: string;
  size: number;
  selected: string[];
  save: SaveState;
  text: TextDraft | null;
}

/** The toolbar's choices and the selection: one editor at a time on screen. */
export const useEditorStore = create<EditorState>(() => ({
  tool: 'pen',
  color: BOARD_COLORS[0]!,
  size: BOARD_SIZES[1],
  selected: [],
  save: 'saved',
  text: null,
}));

export const setTool = (tool: Tool) => useEditorStore.setState({ tool, selected: [] });
export const setColor = (color: string) => useEditorStore.setState({ color });
export const setSize = (size: number) => useEditorStore.setState({ size });
export const setSelected = (selected: string[]) => useEditorStore.setState({ selected });
export const setSave = (save: SaveState) => useEditorStore.setState({ save });
export const setTextDraft = (text: TextDraft | null) => useEditorStore.setState({ text });

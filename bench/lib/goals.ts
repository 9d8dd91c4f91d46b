/** One figure a benchmark checks against the goal. */
export interface Goal {
  label: string;
  value: number;
  unit: string;
  limit: number;
  /** 'max': value must be at most limit; 'min': at least limit. */
  direction: 'max' | 'min';
}

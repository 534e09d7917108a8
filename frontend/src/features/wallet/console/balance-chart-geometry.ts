/** One point of a balance series: the balances right after an event at `time` (Unix seconds). */
export interface BalancePoint {
  time: number;
  amount: number;
  frozen: number;
}

export interface ChartBox {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface ChartGeometry {
  /** SVG path data of the available balance, as steps (a balance holds until the next event). */
  amountPath: string;
  frozenPath: string;
  /** x of the chosen moment, when one is given. */
  atX: number | null;
  /** Value axis ticks: cents and their y. */
  ticks: { value: number; y: number }[];
  minTime: number;
  maxTime: number;
}

const HOUR = 3600;

function niceCeiling(value: number): number {
  if (value <= 0) return 100;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  for (const factor of [1, 2, 2.5, 5, 10]) {
    if (value <= factor * magnitude) return factor * magnitude;
  }
  return 10 * magnitude;
}

/**
 * Lays out the balance over time as two step lines. The time axis spans the events (and the
 * chosen moment), padded by an hour when everything happened at once; the value axis starts at
 * zero and ends at a round number above the highest balance. Each line ends at the right edge:
 * the last balance still holds.
 */
export function chartGeometry(points: readonly BalancePoint[], box: ChartBox, at: number | null = null): ChartGeometry {
  const times = points.map((point) => point.time);
  if (at !== null) times.push(at);
  let minTime = times.length ? Math.min(...times) : 0;
  let maxTime = times.length ? Math.max(...times) : HOUR;
  if (maxTime - minTime < 1) {
    minTime -= HOUR;
    maxTime += HOUR;
  }
  const top = niceCeiling(Math.max(0, ...points.map((point) => Math.max(point.amount, point.frozen))));
  const plotWidth = box.width - box.left - box.right;
  const plotHeight = box.height - box.top - box.bottom;
  const x = (time: number): number => box.left + ((time - minTime) / (maxTime - minTime)) * plotWidth;
  const y = (value: number): number => box.top + plotHeight - (Math.max(0, value) / top) * plotHeight;
  const right = box.width - box.right;
  const round = (value: number): number => Math.round(value * 10) / 10;

  const stepPath = (value: (point: BalancePoint) => number): string => {
    if (points.length === 0) return '';
    const [first, ...rest] = points;
    if (!first) return '';
    let path = `M${round(x(first.time))},${round(y(value(first)))}`;
    for (const point of rest) path += ` H${round(x(point.time))} V${round(y(value(point)))}`;
    return `${path} H${round(right)}`;
  };

  return {
    amountPath: stepPath((point) => point.amount),
    frozenPath: stepPath((point) => point.frozen),
    atX: at === null ? null : round(x(at)),
    ticks: [0, top / 2, top].map((value) => ({ value, y: round(y(value)) })),
    minTime,
    maxTime,
  };
}

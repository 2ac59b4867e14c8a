// The floor's one island: React 19 rendering a button that counts taps.
import { useState } from 'react';

export default function Tap() {
  const [taps, setTaps] = useState(0);
  return (
    <button type="button" onClick={() => setTaps(taps + 1)}>
      Tapped {taps}
    </button>
  );
}

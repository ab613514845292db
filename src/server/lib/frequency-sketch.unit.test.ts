import { describe, expect, it } from 'vitest';
import { FrequencySketch } from './frequency-sketch';

describe('FrequencySketch', () => {
  it('estimates how often each key was recorded, never below the truth', () => {
    const sketch = new FrequencySketch(100);
    for (let i = 0; i < 7; i++) sketch.record('/about');
    sketch.record('/blog?page=2');
    expect(sketch.estimate('/about')).toBe(7);
    expect(sketch.estimate('/blog?page=2')).toBe(1);
    expect(sketch.estimate('/never-asked')).toBe(0);
  });

  it('keeps a hot key above a flood of one-off keys', () => {
    const sketch = new FrequencySketch(100);
    for (let i = 0; i < 5; i++) sketch.record('/services');
    for (let i = 0; i < 900; i++) sketch.record(`/api/blog?page=${i}`);
    expect(sketch.estimate('/services')).toBeGreaterThanOrEqual(5);
    const oneOffs = Array.from({ length: 900 }, (_, i) => sketch.estimate(`/api/blog?page=${i}`));
    expect(Math.max(...oneOffs)).toBeLessThan(5);
  });

  it('saturates its counters and halves them all after its sample size, so old heat fades', () => {
    const sketch = new FrequencySketch(100);
    for (let i = 0; i < 40; i++) sketch.record('/');
    expect(sketch.estimate('/')).toBe(15);
    // The sample size of a 100-entry sketch is 1000 records; 40 are done.
    for (let i = 0; i < 960; i++) sketch.record(`/x${i}`);
    expect(sketch.estimate('/')).toBe(7);
  });
});

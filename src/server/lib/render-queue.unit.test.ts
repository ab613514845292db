import { describe, expect, it } from 'vitest';
import { RenderQueue } from './render-queue';

describe('RenderQueue', () => {
  it('runs at most `concurrency` at once, queues `waiting` more in order, and refuses the rest', async () => {
    const queue = new RenderQueue({ concurrency: 2, waiting: 2 });
    const first = await queue.enter();
    const second = await queue.enter();
    const order: string[] = [];
    const third = queue.enter()?.then((release) => (order.push('third'), release));
    const fourth = queue.enter()?.then((release) => (order.push('fourth'), release));
    expect(third).toBeDefined();
    expect(fourth).toBeDefined();
    expect(queue.enter()).toBeNull();

    first?.();
    const thirdRelease = await third;
    expect(order).toEqual(['third']);
    // Releasing twice gives back one slot, not two.
    first?.();
    second?.();
    const fourthRelease = await fourth;
    expect(order).toEqual(['third', 'fourth']);
    expect(queue.enter()).not.toBeNull();
    expect(queue.enter()).not.toBeNull();
    expect(queue.enter()).toBeNull();
    thirdRelease?.();
    fourthRelease?.();
  });

  it('with no queue, refuses as soon as every slot is taken and frees the slot on release', async () => {
    const queue = new RenderQueue({ concurrency: 1, waiting: 0 });
    const release = await queue.enter();
    expect(queue.enter()).toBeNull();
    release?.();
    expect(queue.enter()).not.toBeNull();
  });

  it('puts the refresh of a cached page at the head of the queue, even when the queue is full', async () => {
    const queue = new RenderQueue({ concurrency: 1, waiting: 1 });
    const running = await queue.enter();
    const order: string[] = [];
    const search = queue.enter()?.then((release) => (order.push('search'), release));
    expect(queue.enter()).toBeNull();
    const refresh = queue.enter({ first: true })?.then((release) => (order.push('refresh'), release));
    expect(refresh).toBeDefined();
    running?.();
    (await refresh)?.();
    (await search)?.();
    expect(order).toEqual(['refresh', 'search']);
  });

  it('lets a waiter whose visitor gave up leave the queue: its place is taken at once and the slot passes over it', async () => {
    const queue = new RenderQueue({ concurrency: 1, waiting: 1 });
    const running = await queue.enter();
    const gaveUp = new AbortController();
    const abandoned = queue.enter({ signal: gaveUp.signal });
    expect(queue.enter()).toBeNull();

    gaveUp.abort();
    expect(await abandoned).toBeNull();
    const next = queue.enter();
    expect(next).not.toBeNull();
    running?.();
    const release = await next;
    expect(release).toBeTypeOf('function');
    // The slot went to the one still waiting, and only one runs: the queue is free, the slot is not.
    const after = queue.enter();
    expect(after).not.toBeNull();
    expect(queue.enter()).toBeNull();
    release?.();
    (await after)?.();
  });

  it('never queues a waiter whose visitor is already gone', async () => {
    const queue = new RenderQueue({ concurrency: 1, waiting: 1 });
    const running = await queue.enter();
    expect(await queue.enter({ signal: AbortSignal.abort() })).toBeNull();
    expect(queue.enter()).not.toBeNull();
    running?.();
  });
});

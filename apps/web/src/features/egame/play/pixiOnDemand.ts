// The site's CSP has no 'unsafe-eval'; this swaps PixiJS's generated shader-upload code for plain functions.
import 'pixi.js/unsafe-eval';
import { Application, Ticker } from 'pixi.js';

/**
 * A PixiJS application that draws only when told to (`app.render()`): no ticker of its own, no
 * pointer handling (the games' controls are DOM buttons), and PixiJS's system ticker stopped. That
 * ticker (its resource garbage collector and pointer-over checks) otherwise asks for an animation
 * frame sixty times a second for as long as the page is open, so a resting game would never be idle;
 * the games free their textures themselves.
 */
export async function createOnDemandApp(canvas: HTMLCanvasElement, background: string): Promise<Application> {
  Ticker.system.autoStart = false;
  const app = new Application();
  await app.init({
    canvas,
    width: Math.max(1, canvas.clientWidth),
    height: Math.max(1, canvas.clientHeight),
    resolution: window.devicePixelRatio || 1,
    autoDensity: false,
    antialias: true,
    background,
    autoStart: false,
    sharedTicker: false,
    preference: 'webgl',
    eventMode: 'none',
    eventFeatures: { move: false, globalMove: false, click: false, wheel: false },
  });
  Ticker.system.stop();
  return app;
}

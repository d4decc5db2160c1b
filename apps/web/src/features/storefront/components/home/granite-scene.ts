// The 3D viewer's scene: a polished granite slab under soft light. This module is the only one that
// imports three.js, and it is loaded with a dynamic import when the viewer scrolls into view, so
// three.js is a separate chunk that the home page's first load never fetches.
import {
  AmbientLight,
  BoxGeometry,
  DirectionalLight,
  LinearMipmapLinearFilter,
  Mesh,
  MeshStandardMaterial,
  PerspectiveCamera,
  Scene,
  SRGBColorSpace,
  type Texture,
  TextureLoader,
  WebGLRenderer,
} from 'three';

export type GraniteScene = {
  setTexture(url: string): Promise<void>;
  setRotating(rotating: boolean): void;
  /** 1 = the whole slab in view; larger is closer. */
  setZoom(zoom: number): void;
  /** Pause drawing while the viewer is off screen. */
  setVisible(visible: boolean): void;
  dispose(): void;
};

const SLAB = { width: 3.2, height: 2, depth: 0.12 };
const BASE_DISTANCE = 4.6;
/** Radians per second: one turn in about 25 s, calm rather than showy (DESIGN: motion). */
const SPIN = 0.25;

export function createGraniteScene(canvas: HTMLCanvasElement): GraniteScene {
  const renderer = new WebGLRenderer({ canvas, antialias: true, alpha: true, powerPreference: 'low-power' });
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
  renderer.outputColorSpace = SRGBColorSpace;

  const scene = new Scene();
  const camera = new PerspectiveCamera(40, 1, 0.1, 100);
  camera.position.set(0, 0.15, BASE_DISTANCE);

  scene.add(new AmbientLight(0xffffff, 1.1));
  const key = new DirectionalLight(0xffffff, 2.2);
  key.position.set(3, 4, 5);
  scene.add(key);
  const rim = new DirectionalLight(0xfff1e0, 0.8);
  rim.position.set(-4, -1, -3);
  scene.add(rim);

  const face = new MeshStandardMaterial({ color: 0xffffff, roughness: 0.28, metalness: 0.05 });
  const edge = new MeshStandardMaterial({ color: 0xffffff, roughness: 0.6, metalness: 0 });
  const slab = new Mesh(new BoxGeometry(SLAB.width, SLAB.height, SLAB.depth), [
    edge,
    edge,
    edge,
    edge,
    face,
    face,
  ]);
  slab.rotation.set(-0.12, -0.45, 0);
  scene.add(slab);

  const loader = new TextureLoader();
  let texture: Texture | null = null;
  let rotating = true;
  let visible = true;
  let frame = 0;
  let last = performance.now();
  let disposed = false;

  function resize() {
    const { clientWidth: w, clientHeight: h } = canvas;
    if (!w || !h) return;
    if (canvas.width !== Math.round(w * renderer.getPixelRatio())) renderer.setSize(w, h, false);
    camera.aspect = w / h;
    camera.updateProjectionMatrix();
  }

  function draw() {
    resize();
    renderer.render(scene, camera);
  }

  function tick(now: number) {
    frame = 0;
    if (disposed || !visible) return;
    const dt = Math.min(0.1, (now - last) / 1000);
    last = now;
    if (rotating) slab.rotation.y += SPIN * dt;
    draw();
    if (rotating) frame = requestAnimationFrame(tick);
  }

  function wake() {
    if (frame || disposed || !visible) return;
    last = performance.now();
    frame = requestAnimationFrame(tick);
  }

  const observer = new ResizeObserver(() => wake());
  observer.observe(canvas);

  return {
    async setTexture(url) {
      const next = await loader.loadAsync(url);
      if (disposed) {
        next.dispose();
        return;
      }
      next.colorSpace = SRGBColorSpace;
      next.minFilter = LinearMipmapLinearFilter;
      next.anisotropy = Math.min(8, renderer.capabilities.getMaxAnisotropy());
      face.map = next;
      edge.map = next;
      face.needsUpdate = true;
      edge.needsUpdate = true;
      texture?.dispose();
      texture = next;
      wake();
    },
    setRotating(value) {
      rotating = value;
      wake();
    },
    setZoom(zoom) {
      camera.position.z = BASE_DISTANCE / zoom;
      wake();
    },
    setVisible(value) {
      visible = value;
      wake();
    },
    dispose() {
      disposed = true;
      cancelAnimationFrame(frame);
      observer.disconnect();
      texture?.dispose();
      slab.geometry.dispose();
      face.dispose();
      edge.dispose();
      renderer.dispose();
    },
  };
}

// The fast counter's search on an OpenCL device: one work-item per node of
// a plan (a constellation's empty rows), each counting the ways to fill the
// levels below its node. It is the portable kernel's search (fast/scalar.rs)
// in OpenCL C: bitboards of 32 bits, a stack of its own, the last level but
// two counted in closed form.
//
// Buffers (32-bit words unless said):
//   plans:  PLAN_WORDS per plan: the squares each level may not take
//           (BLOCKED, past the last level every square), the rows down to
//           the next level (GAP, past the last 1), and the number of levels.
//   nodes:  NODE_WORDS per node: its plan, its level, and the lines its
//           queens hold seen from that level (columns, down, up).
//   counts: one 64-bit count per node.
//
// The host defines the layout (MAX_LEVELS, BLOCKED, GAP, LEVELS,
// PLAN_WORDS, NODE_WORDS) when it builds the program: kernel/opencl/mod.rs.


// The solutions below a node of the last level but one whose candidates
// are `here`, when the last level's free squares are `last`, `gap` rows
// further down: each candidate takes its column and diagonals off the
// last level.
inline ulong closed_form(uint here, uint last, uint gap) {
    uint pairs = popcount(here) * popcount(last);
    uint attacked = popcount(last & here) + popcount(last & (here << gap))
        + popcount(last & (here >> gap));
    return (ulong)(pairs - attacked);
}

// The solutions below a node of the last level but two: each child in
// closed form.
inline ulong pairs_below(__global const uint *plan, uint level, uint columns,
                         uint down, uint up, uint free) {
    uint gap = plan[GAP + level];
    uint pair_gap = plan[GAP + level + 1];
    uint here_blocked = plan[BLOCKED + level + 1];
    uint last_blocked = plan[BLOCKED + level + 2];
    ulong total = 0;
    while (free != 0) {
        uint bit = free & (0u - free);
        free ^= bit;
        uint c = columns | bit;
        uint d = (down | bit) << gap;
        uint u = (up | bit) >> gap;
        uint here = ~(c | d | u | here_blocked);
        uint last = ~(c | (d << pair_gap) | (u >> pair_gap) | last_blocked);
        total += closed_form(here, last, pair_gap);
    }
    return total;
}

__kernel void count_below(__global const uint *plans,
                          __global const uint *nodes,
                          __global ulong *counts,
                          const uint node_count) {
    const uint id = get_global_id(0);
    if (id >= node_count) {
        return;
    }
    __global const uint *node = nodes + NODE_WORDS * id;
    __global const uint *plan = plans + PLAN_WORDS * node[0];
    const uint levels = plan[LEVELS];
    const uint start = node[1];
    uint level = start;
    uint columns = node[2];
    uint down = node[3];
    uint up = node[4];
    uint free = ~(columns | down | up | plan[BLOCKED + level]);
    const uint left = levels - start;
    if (left == 0) {
        counts[id] = 1;
        return;
    }
    if (left == 1) {
        counts[id] = popcount(free);
        return;
    }
    if (left == 2) {
        uint gap = plan[GAP + level];
        uint last = ~(columns | (down << gap) | (up >> gap) | plan[BLOCKED + level + 1]);
        counts[id] = closed_form(free, last, gap);
        return;
    }
    const uint last_parent = levels - 3;
    if (start == last_parent) {
        counts[id] = pairs_below(plan, level, columns, down, up, free);
        return;
    }
    uint stack_free[MAX_LEVELS];
    uint stack_columns[MAX_LEVELS];
    uint stack_down[MAX_LEVELS];
    uint stack_up[MAX_LEVELS];
    ulong total = 0;
    for (;;) {
        while (free != 0) {
            uint bit = free & (0u - free);
            free ^= bit;
            uint gap = plan[GAP + level];
            uint c = columns | bit;
            uint d = (down | bit) << gap;
            uint u = (up | bit) >> gap;
            uint child_free = ~(c | d | u | plan[BLOCKED + level + 1]);
            if (child_free == 0) {
                continue;
            }
            if (level + 1 == last_parent) {
                total += pairs_below(plan, level + 1, c, d, u, child_free);
                continue;
            }
            stack_free[level] = free;
            stack_columns[level] = columns;
            stack_down[level] = down;
            stack_up[level] = up;
            level += 1;
            columns = c;
            down = d;
            up = u;
            free = child_free;
        }
        if (level == start) {
            break;
        }
        level -= 1;
        free = stack_free[level];
        columns = stack_columns[level];
        down = stack_down[level];
        up = stack_up[level];
    }
    counts[id] = total;
}

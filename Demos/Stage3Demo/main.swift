import Stage3
print("Stage 3 demo: coming soon")
